import type { ActivityTiming } from '../platform/config';

/** The worker's activity timing, for workflows/activity-timing.ts (a local activity: the history records it). */
export function createActivityTimingActivities({ activityTiming }: { activityTiming: ActivityTiming }) {
  return {
    async readActivityTiming(): Promise<ActivityTiming> {
      return activityTiming;
    },
  };
}
