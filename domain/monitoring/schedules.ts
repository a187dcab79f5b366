import type { ProjectFrequency, ProjectStatus } from '../../models/projects';
import type { OrganizationLabels } from '../shared/labels';

/** A project as its monitoring Schedule follows it (engine/project-run.ts keeps the Schedule in Temporal). */
export interface ScheduledProject extends OrganizationLabels {
  id: string;
  name: string;
  status: ProjectStatus;
  frequency: ProjectFrequency;
  timezone: string;
}

export interface ProjectSchedules {
  /** Makes the schedule match the project; answers the next run time it reports (null when none is due). */
  sync(project: ScheduledProject): Promise<Date | null>;
  remove(projectId: string): Promise<void>;
  nextRunAt(projectId: string): Promise<Date | null>;
}
