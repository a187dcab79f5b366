import type { ChangeFact } from '../change-facts';

export interface ChangeToDescribe {
  previousText: string;
  currentText: string;
  /** The unified diff of the two texts, as stored on the change. */
  diff: string;
}

/** The typed facts of one change. */
export function changeFactsOf(change: ChangeToDescribe): ChangeFact[] {
  void change;
  return [];
}
