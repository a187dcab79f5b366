import { SourceModel } from '../../models/monitoring';
import type { ProjectLabels } from '../shared/labels';
import type { TopicProcesses } from './processes';
import type { DroppedSource } from './sources';
import { sourceInput, type SourceInput, type TopicInput } from './topics';

/**
 * For an update that asks for `validateSources`: checks the URLs it adds (those not already on the same
 * topic) and answers the topics with the dead ones left out and redirected ones at their final URL.
 * Sources the topic already has are not fetched again: they keep their URL and their state.
 */
export async function checkAddedSources(
  project: ProjectLabels,
  topics: TopicInput[],
  processes: Pick<TopicProcesses, 'checkSources'>,
): Promise<{ topics: TopicInput[]; droppedSources: DroppedSource[] }> {
  const stored = await SourceModel.findAll({ where: { projectId: project.projectId }, attributes: ['topicId', 'url'], raw: true });
  const known = (topic: TopicInput) => new Set(stored.filter((source) => source.topicId === topic.id).map((source) => source.url));
  const added = [
    ...new Set(
      topics.flatMap((topic) =>
        topic.sources
          .map(sourceInput)
          .filter(({ url }) => !known(topic).has(url))
          .map(({ url }) => url),
      ),
    ),
  ];
  if (added.length === 0) return { topics, droppedSources: [] };
  const { live, droppedSources } = await processes.checkSources(project, added);
  const checked = topics.map((topic) => {
    const kept = known(topic);
    const sources = topic.sources.map(sourceInput).flatMap((source): SourceInput[] => {
      if (kept.has(source.url)) return [source];
      const final = live[source.url];
      return final ? [{ ...source, url: final }] : [];
    });
    // A redirect can land two sources on one URL: the first keeps it.
    return { ...topic, sources: sources.filter((source, index) => sources.findIndex((other) => other.url === source.url) === index) };
  });
  return { topics: checked, droppedSources };
}
