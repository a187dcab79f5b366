import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { timestampColumn, uuidPrimaryKey } from './columns';

export const ALERT_MODES = ['immediate', 'daily'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

export class ProjectAlertSettingsModel extends Model<
  InferAttributes<ProjectAlertSettingsModel>,
  InferCreationAttributes<ProjectAlertSettingsModel>
> {
  declare projectId: string;
  declare mode: AlertMode;
  declare onlyRelevant: boolean;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class ProjectAlertRecipientModel extends Model<
  InferAttributes<ProjectAlertRecipientModel>,
  InferCreationAttributes<ProjectAlertRecipientModel>
> {
  declare projectId: string;
  declare membershipId: string;
  declare createdAt: CreationOptional<Date>;
}

/**
 * A change announced for alerting by the monitoring run: once judged, or unjudged (`relevant` and
 * `importance` null) when its first judgement failed; a later judgement fills them in.
 */
export class AlertChangeModel extends Model<InferAttributes<AlertChangeModel>, InferCreationAttributes<AlertChangeModel>> {
  declare changeId: string;
  declare projectId: string;
  declare topicName: string;
  declare sourceUrl: string;
  declare summary: string;
  declare relevant: boolean | null;
  declare importance: 'low' | 'medium' | 'high' | null;
  /** For each matched watch-list entry, the changed text the judgement quotes. */
  declare evidence: CreationOptional<Array<{ watchFor: string; quote: string }>>;
  declare detectedAt: Date;
  declare createdAt: CreationOptional<Date>;
}

export class ChangeJudgementModel extends Model<InferAttributes<ChangeJudgementModel>, InferCreationAttributes<ChangeJudgementModel>> {
  declare changeId: string;
  declare projectId: string;
  declare summary: CreationOptional<string | null>;
  declare relevant: CreationOptional<boolean | null>;
  declare matchedWatchFor: CreationOptional<string[]>;
  declare importance: CreationOptional<'low' | 'medium' | 'high' | null>;
  declare evidence: CreationOptional<Array<{ watchFor: string; quote: string }>>;
  declare judgedAt: CreationOptional<Date | null>;
  declare attempts: CreationOptional<number>;
  declare lastError: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A member's verdict on a change (one per change, the latest wins), read per topic as examples for the judges. */
export class ChangeFeedbackModel extends Model<InferAttributes<ChangeFeedbackModel>, InferCreationAttributes<ChangeFeedbackModel>> {
  declare changeId: string;
  declare projectId: string;
  declare topicId: string;
  declare relevant: boolean;
  /** Who gave it; null once their account is deleted. */
  declare userId: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initAlertModels(sequelize: Sequelize) {
  ChangeFeedbackModel.init(
    {
      changeId: { type: DataTypes.UUID, primaryKey: true },
      projectId: DataTypes.UUID,
      topicId: DataTypes.UUID,
      relevant: DataTypes.BOOLEAN,
      userId: DataTypes.UUID,
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'change_feedback' },
  );
  ChangeJudgementModel.init(
    {
      changeId: { type: DataTypes.UUID, primaryKey: true },
      projectId: DataTypes.UUID,
      summary: DataTypes.TEXT,
      relevant: DataTypes.BOOLEAN,
      matchedWatchFor: { type: DataTypes.ARRAY(DataTypes.TEXT), defaultValue: [] },
      importance: DataTypes.TEXT,
      evidence: { type: DataTypes.JSONB, defaultValue: [] },
      judgedAt: DataTypes.DATE,
      attempts: { type: DataTypes.INTEGER, defaultValue: 0 },
      lastError: DataTypes.TEXT,
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'change_judgements' },
  );
  ProjectAlertSettingsModel.init(
    {
      projectId: { type: DataTypes.UUID, primaryKey: true },
      mode: DataTypes.TEXT,
      onlyRelevant: DataTypes.BOOLEAN,
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'project_alert_settings' },
  );
  ProjectAlertRecipientModel.init(
    {
      projectId: { type: DataTypes.UUID, primaryKey: true },
      membershipId: { type: DataTypes.UUID, primaryKey: true },
      createdAt: timestampColumn(),
    },
    { sequelize, tableName: 'project_alert_recipients', updatedAt: false },
  );
  AlertChangeModel.init(
    {
      changeId: uuidPrimaryKey(),
      projectId: DataTypes.UUID,
      topicName: DataTypes.TEXT,
      sourceUrl: DataTypes.TEXT,
      summary: DataTypes.TEXT,
      relevant: DataTypes.BOOLEAN,
      importance: DataTypes.TEXT,
      evidence: { type: DataTypes.JSONB, defaultValue: [] },
      detectedAt: DataTypes.DATE,
      createdAt: timestampColumn(),
    },
    { sequelize, tableName: 'alert_changes', updatedAt: false },
  );
}
