import type { Sequelize } from 'sequelize';
import { initBillingModels } from './billing';
import { initAlertModels } from './alerts';
import { initIdentityModels } from './identity';
import { initMonitoringModels } from './monitoring';
import { initOAuthModels } from './oauth';
import { initOrganizationModels } from './organizations';
import { initProjectModels } from './projects';
import { initPolicyModels } from './policies';
import { initReferenceModels } from './reference';
import { initWebhookModels } from './webhooks';

/** Binds every model class to this connection. Call once per process before any query. */
export function initModels(sequelize: Sequelize): void {
  initReferenceModels(sequelize);
  initIdentityModels(sequelize);
  initOrganizationModels(sequelize);
  initProjectModels(sequelize);
  initBillingModels(sequelize);
  initMonitoringModels(sequelize);
  initPolicyModels(sequelize);
  initWebhookModels(sequelize);
  initAlertModels(sequelize);
  initOAuthModels(sequelize);
}
