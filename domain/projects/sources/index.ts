import type { GeneratedTopic, TopicGenerationInput } from '../topic-generation/types';
import { createFetchBudget, type SourceFetchOptions } from './budget';
import { discoverSources, type SourceCandidate } from './discover';
import { subjectsIn } from './subjects';
import { checkSources, type DroppedSource } from './validate';

export type { SourceCandidate } from './discover';
export type { DroppedSource } from './validate';

export interface SourceScoutOptions extends SourceFetchOptions {
  /** Whole time for discovery (SOURCE_DISCOVERY_TIMEOUT_MS) and for validation (SOURCE_VALIDATION_TIMEOUT_MS), each. */
  discoveryTimeoutMs: number;
  validationTimeoutMs: number;
  /** Fetches discovery may make for one project (robots.txt, home page and sitemap count). */
  maxDiscoveryFetches: number;
  robotsAgent: string;
}

export interface Discovery {
  /** The origins explored, so the check after generation does not explore them again. */
  sites: string[];
  candidates: SourceCandidate[];
}

export interface CheckedTopics {
  topics: GeneratedTopic[];
  droppedSources: DroppedSource[];
}

export interface UrlChecks {
  /** URL as sent → URL after redirects, for the ones that answered with content. */
  live: Record<string, string>;
  droppedSources: DroppedSource[];
}

/** Subjects discovery looks for when the intent names none: what a company says about itself. */
const DEFAULT_SUBJECTS = ['launches', 'press'];
const MAX_SITES = 4;
const MAX_ADDED_PER_TOPIC = 3;
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'()]+/gi;

/**
 * Source checks of a new project, run inside its `project-topics/<id>` workflow: discovery on the sites
 * the intent names before generation, then (after generation) discovery on the sites of the proposals
 * and the validation of every proposed URL, each within its own time budget.
 */
export interface SourceScout {
  discover(input: Pick<TopicGenerationInput, 'monitoringIntent'>): Promise<Discovery>;
  checkTopics(topics: GeneratedTopic[], exploredSites: string[]): Promise<CheckedTopics>;
  checkUrls(urls: string[]): Promise<UrlChecks>;
}

export function createSourceScout(options: SourceScoutOptions): SourceScout {
  const explore = (sites: string[], subjects: string[], terms: string[]) =>
    discoverSources(
      { sites, subjects, terms, robotsAgent: options.robotsAgent },
      createFetchBudget(options, options.discoveryTimeoutMs, options.maxDiscoveryFetches),
    );
  return {
    async discover({ monitoringIntent }) {
      const sites = sitesOf(urlsIn(monitoringIntent));
      if (sites.length === 0) return { sites, candidates: [] };
      const named = subjectsIn(monitoringIntent).map(({ subject }) => subject.key);
      return { sites, candidates: await explore(sites, named.length > 0 ? named : DEFAULT_SUBJECTS, wordsOf(monitoringIntent)) };
    },
    async checkTopics(topics, exploredSites) {
      const fresh = sitesOf(topics.flatMap((topic) => topic.sources)).filter((site) => !exploredSites.includes(site));
      const withDiscovered = fresh.length > 0 ? await addDiscovered(topics, fresh, explore) : topics;
      const { live, dropped } = await checkSources(
        withDiscovered.flatMap((topic) => topic.sources),
        createFetchBudget(options, options.validationTimeoutMs),
      );
      return {
        topics: withDiscovered.map((topic) => ({
          ...topic,
          sources: unique(topic.sources.flatMap((url) => (live.has(url) ? [live.get(url)!] : []))),
        })),
        droppedSources: dropped,
      };
    },
    async checkUrls(urls) {
      const { live, dropped } = await checkSources(urls, createFetchBudget(options, options.validationTimeoutMs));
      return { live: Object.fromEntries(live), droppedSources: dropped };
    },
  };
}

/** Pages found on the proposals' own sites join the topic whose subject they serve. */
async function addDiscovered(
  topics: GeneratedTopic[],
  sites: string[],
  explore: (sites: string[], subjects: string[], terms: string[]) => Promise<SourceCandidate[]>,
): Promise<GeneratedTopic[]> {
  const subjectsByTopic = topics.map((topic) => subjectsIn([topic.name, ...topic.watchFor].join(' ')).map(({ subject }) => subject.key));
  const wanted = unique(subjectsByTopic.flat());
  if (wanted.length === 0) return topics;
  const candidates = await explore(
    sites,
    wanted,
    topics.flatMap((topic) => topic.watchFor),
  );
  return topics.map((topic, index) => {
    const extra = candidates
      .filter((candidate) => candidate.subject !== null && subjectsByTopic[index]!.includes(candidate.subject))
      .sort((a, b) => b.score - a.score)
      .slice(0, MAX_ADDED_PER_TOPIC)
      .map((candidate) => candidate.url);
    return { ...topic, sources: unique([...topic.sources, ...extra]) };
  });
}

function urlsIn(text: string): string[] {
  return (text.match(URL_PATTERN) ?? []).map((url) => url.replace(/[.,;:!?]+$/, ''));
}

/** Distinct http(s) origins of the URLs, at most MAX_SITES. */
function sitesOf(urls: string[]): string[] {
  const origins = urls.flatMap((url) => {
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? [parsed.origin] : [];
    } catch {
      return [];
    }
  });
  return unique(origins).slice(0, MAX_SITES);
}

function wordsOf(text: string): string[] {
  return text
    .replace(URL_PATTERN, ' ')
    .split(/\W+/)
    .filter((word) => word.length > 3);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
