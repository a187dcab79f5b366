import type { Sequelize } from 'sequelize';
import { initAlertModels } from './alerts';
import { initIdentityModels } from './identity';
import { initMonitoringModels } from './monitoring';
import { initOrganizationModels } from './organizations';
import { initProjectModels } from './projects';
import { initReferenceModels } from './reference';
import { initWebhookModels } from './webhooks';

/** Binds every model class to this connection. Call once per process before any query. */
export function initModels(sequelize: Sequelize): void {
  initReferenceModels(sequelize);
  initIdentityModels(sequelize);
  initOrganizationModels(sequelize);
  initProjectModels(sequelize);
  initMonitoringModels(sequelize);
  initWebhookModels(sequelize);
  initAlertModels(sequelize);
}
