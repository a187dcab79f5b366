import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { DomainToVerify, DomainVerificationControl } from '../domain/domains/domains';
import type { Logger } from '../platform/logger';
import { DOMAIN_RECHECK_EVERY, domainRecheckScheduleId, domainVerifyWorkflowId, recheckDomainSignal } from '../workflows/contract';
import type { domainVerificationWorkflow } from '../workflows/domain-verification';
import { searchAttributesFor } from '../workflows/visibility';
import { ensureIntervalSchedule } from './schedules';

/** The domain verification process as a Temporal workflow, one per domain (`domain-verify/<domainId>`). */
export function createDomainVerificationControl(temporal: Client, taskQueue: string, logger: Logger): DomainVerificationControl {
  const options = (domain: DomainToVerify) => ({
    workflowId: domainVerifyWorkflowId(domain.id),
    taskQueue,
    args: [domain.id, domain.createdAt.toISOString()] as [string, string],
    typedSearchAttributes: searchAttributesFor({ process: 'domain-verification', organizationId: domain.organizationId }),
    staticSummary: `Verify ${domain.domain} for ${domain.organizationName}`,
  });
  return {
    async start(domain) {
      // The domain is committed already; if Temporal is unreachable now, the verify route starts the process later.
      try {
        await temporal.workflow.start<typeof domainVerificationWorkflow>('domainVerificationWorkflow', options(domain));
      } catch (error) {
        logger.error({ err: error, domainId: domain.id }, 'could not start domain verification');
      }
    },
    async nudge(domain) {
      await temporal.workflow.signalWithStart<typeof domainVerificationWorkflow, []>('domainVerificationWorkflow', {
        ...options(domain),
        signal: recheckDomainSignal,
        signalArgs: [],
      });
    },
    async stop(domainId) {
      try {
        await temporal.workflow.getHandle(domainVerifyWorkflowId(domainId)).signal(recheckDomainSignal);
      } catch (error) {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
      }
    },
  };
}

/** The worker's Schedule that re-reads verified domains' TXT records. */
export function ensureDomainRecheckSchedule(temporal: Client, taskQueue: string): Promise<void> {
  return ensureIntervalSchedule(temporal, taskQueue, {
    scheduleId: domainRecheckScheduleId(taskQueue),
    every: DOMAIN_RECHECK_EVERY,
    workflowType: 'recheckVerifiedDomainsWorkflow',
    process: 'domain-recheck',
    summary: "Re-check of verified domains' TXT records",
  });
}
