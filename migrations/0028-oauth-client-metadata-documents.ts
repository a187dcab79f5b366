import { runStatements, type Migration } from './migration';

/**
 * Clients described by a Client ID Metadata Document (their client_id is the document's https URL) get
 * a row once a user is asked to approve them, so consents, tokens and authorized apps refer to them as
 * to the others. Their metadata is the document's, fetched again when the cached copy expires.
 */
export const oauthClientMetadataDocuments: Migration = {
  name: '0028-oauth-client-metadata-documents',
  up: (context) =>
    runStatements(context, [
      'ALTER TABLE oauth_applications DROP CONSTRAINT oauth_applications_registration_check',
      `ALTER TABLE oauth_applications ADD CONSTRAINT oauth_applications_registration_check CHECK (registration IN ('organization', 'dynamic', 'metadata_document'))`,
      'ALTER TABLE oauth_applications DROP CONSTRAINT oauth_applications_check1',
      `ALTER TABLE oauth_applications ADD CONSTRAINT oauth_applications_organization_check CHECK (registration <> 'organization' OR organization_id IS NOT NULL)`,
    ]),
};
