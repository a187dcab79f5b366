import type { Sequelize } from 'sequelize';
import { initAlertModels } from './alerts';
import { initAuditModels } from './audit';
import { bindDb } from './db';
import { initAuthModels } from './auth';
import { initBillingModels } from './billing';
import { initDomainModels } from './domains';
import { initMailModels } from './mail';
import { initMonitoringModels } from './monitoring';
import { initOAuthModels } from './oauth';
import { initOrganizationModels } from './organizations';
import { initProjectModels } from './projects';
import { initReferenceModels } from './reference';
import { initSecretModels } from './secrets';
import { initSsoModels } from './sso';
import { initUserModels } from './users';
import { initWebhookModels } from './webhooks';

/** Binds every model class to this connection. Call once per process before any query. */
export function initModels(sequelize: Sequelize): void {
  bindDb(sequelize);
  initReferenceModels(sequelize);
  initUserModels(sequelize);
  initAuthModels(sequelize);
  initMailModels(sequelize);
  initOrganizationModels(sequelize);
  initAuditModels(sequelize);
  initProjectModels(sequelize);
  initBillingModels(sequelize);
  initMonitoringModels(sequelize);
  initDomainModels(sequelize);
  initSsoModels(sequelize);
  initWebhookModels(sequelize);
  initAlertModels(sequelize);
  initOAuthModels(sequelize);
  initSecretModels(sequelize);
}
