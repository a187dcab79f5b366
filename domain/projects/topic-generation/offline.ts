import { tidyTopics, type GeneratedTopic, type TopicGenerationInput, type TopicGenerator } from './types';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'()]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

const STOP_WORDS = new Set(
  `a an and are as at be been but by can could do does for from had has have how i if in into is it its
  me my of on or our ours should so than that the their them then there these they this to too us was we
  were what when where which while who why will with would you your about any also all each every just more
  most other some such via want wants like keep track monitor monitoring watch watching follow following know
  need needs let alert alerts notify tell changes change updates update new news please www http https com`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Topics without a language model: each sentence (or clause) of the intent that names something to
 * follow becomes a topic; its key terms become `watchFor`, and URLs in the intent or context become
 * sources of the topic that mentions them (or of every topic when they stand alone).
 */
export const offlineTopicGenerator: TopicGenerator = {
  async generate(input: TopicGenerationInput): Promise<GeneratedTopic[]> {
    return tidyTopics(offlineTopics(input));
  },
};

export function offlineTopics({ name, monitoringIntent, businessContext }: TopicGenerationInput): GeneratedTopic[] {
  const contextTerms = keyTerms(stripUrls(businessContext ?? '')).slice(0, 3);
  const clauses = splitClauses(monitoringIntent);
  const sharedSources = urlsIn(businessContext ?? '');
  const topics = clauses.map((clause) => topicFromClause(clause, contextTerms));
  const standalone = clauses.filter((clause) => keyTerms(stripUrls(clause)).length === 0).flatMap(urlsIn);
  const withTerms = topics.filter((topic) => topic.watchFor.length > 0);
  const result = withTerms.length > 0 ? withTerms : [fallbackTopic(name, monitoringIntent, contextTerms)];
  for (const topic of result) topic.sources.push(...standalone, ...sharedSources);
  return result;
}

function topicFromClause(clause: string, contextTerms: string[]): GeneratedTopic {
  const terms = keyTerms(stripUrls(clause));
  const headline = terms.slice(0, 3).map(capitalize).join(' ');
  const context = contextTerms.length > 0 ? ` for a business focused on ${contextTerms.join(', ')}` : '';
  return {
    name: headline || 'Sources',
    description: `Follows ${sentence(stripUrls(clause))}${context}.`,
    watchFor: terms.slice(0, 6).concat(contextTerms.filter((term) => !terms.includes(term)).slice(0, 2)),
    sources: urlsIn(clause),
  };
}

function fallbackTopic(name: string, intent: string, contextTerms: string[]): GeneratedTopic {
  return {
    name: name.trim() || 'Monitoring',
    description: `Follows ${sentence(stripUrls(intent)) || name}.`,
    watchFor: contextTerms.length > 0 ? contextTerms : [name.trim()].filter(Boolean),
    sources: urlsIn(intent),
  };
}

/** Sentences, then list items and "and also"-style joins, so "pricing of X; hiring at Y" gives two topics. */
function splitClauses(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|[\n;]+|\s+(?:and also|as well as|plus)\s+/i)
    .map((clause) => clause.replace(/^[\s\-*•\d.)]+/, '').trim())
    .filter((clause) => clause.length > 0);
}

/** Distinct content words in order of appearance, with short numbers and stop words left out. */
function keyTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}&+'-]*/gu) ?? [];
  const terms = words.map((word) => word.replace(/'s$/, '')).filter((word) => word.length > 2 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
  return [...new Set(terms)];
}

function urlsIn(text: string): string[] {
  return (text.match(URL_PATTERN) ?? []).map((url) => url.replace(TRAILING_PUNCTUATION, ''));
}

function stripUrls(text: string): string {
  return text.replace(URL_PATTERN, ' ').replace(/\s+/g, ' ').trim();
}

function sentence(text: string): string {
  const trimmed = text.replace(/[.!?\s]+$/, '');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
