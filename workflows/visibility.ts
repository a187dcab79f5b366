import type { RunProgress } from '../domain/monitoring/run-ledger';
import { defineSearchAttributeKey, SearchAttributeType, type SearchAttributePair, type TypedSearchAttributes } from '@temporalio/common';

/**
 * What an operator sees of Vigil's workflows in the Temporal UI: custom search attributes to filter by
 * (organization, project, process, trigger) and one-line summaries. Shared by the code that starts
 * workflows (API, worker, schedules) and by workflows starting children, so every start labels alike.
 * Summaries name organizations and projects, never secrets or whole e-mail addresses (docs/operations.md).
 */
export const organizationIdKey = defineSearchAttributeKey('VigilOrganizationId', SearchAttributeType.KEYWORD);
export const projectIdKey = defineSearchAttributeKey('VigilProjectId', SearchAttributeType.KEYWORD);
export const processKey = defineSearchAttributeKey('VigilProcess', SearchAttributeType.KEYWORD);
export const triggerKey = defineSearchAttributeKey('VigilTrigger', SearchAttributeType.KEYWORD);

/** Every custom search attribute Vigil sets; all keywords. Registered where Vigil meets a namespace. */
export const VIGIL_SEARCH_ATTRIBUTES: readonly string[] = [organizationIdKey, projectIdKey, processKey, triggerKey].map((key) => key.name);

export type VigilProcess =
  | 'topic-generation'
  | 'source-check'
  | 'monitoring-run'
  | 'webhook-delivery'
  | 'alert-digest'
  | 'domain-verification'
  | 'domain-recheck'
  | 'mfa-grace'
  | 'billing'
  | 'billing-repair'
  | 'email'
  | 'email-dispatch'
  | 'webhook-dispatch'
  | 'retention';

export type VigilTrigger = 'schedule' | 'manual';

export interface WorkflowLabels {
  process: VigilProcess;
  organizationId?: string | null;
  projectId?: string | null;
  trigger?: VigilTrigger;
}

/** The search attributes of one workflow (or Schedule action); absent labels are left out, not blank. */
export function searchAttributesFor(labels: WorkflowLabels): SearchAttributePair[] {
  const pairs: SearchAttributePair[] = [{ key: processKey, value: labels.process }];
  if (labels.organizationId) pairs.push({ key: organizationIdKey, value: labels.organizationId });
  if (labels.projectId) pairs.push({ key: projectIdKey, value: labels.projectId });
  if (labels.trigger) pairs.push({ key: triggerKey, value: labels.trigger });
  return pairs;
}

/** A child workflow serves the same organization and project as its parent; only the process differs. */
export function childLabels(parent: TypedSearchAttributes, process: VigilProcess): WorkflowLabels {
  return { process, organizationId: parent.get(organizationIdKey) ?? null, projectId: parent.get(projectIdKey) ?? null };
}

/** `alice@corp.com` → `a***@corp.com`: enough to tell mails apart, not enough to read the address. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/** Summary parts joined the way the UI list reads best; empty parts dropped. */
export function summaryOf(...parts: Array<string | null | undefined>): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join(' · ');
}

/** `1 source`, `14 sources`. */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The current details of a monitoring run, refreshed after every batch. */
export function runProgressDetails({ total, checked, changed, failed }: RunProgress): string {
  return `Checked ${checked} of ${total} sources · ${changed} changed · ${failed} failed`;
}
