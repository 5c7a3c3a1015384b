import type { RestModule } from '../route.ts';

/**
 * Messaging, /v1.1 (the family's messaging prefix), OAuth with organization_id as for
 * messaging management: the organization's SMTP relay and its outgoing-email delivery log
 * (subgraphs/messaging/README.md, "Email").
 */
export const messagingSettings: RestModule = {
  prefix: '/v1.1',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'GET', path: '/settings/email', field: 'emailRelay', key: 'email_relay' },
    { method: 'PUT', path: '/settings/email', field: 'saveEmailRelay', key: 'email_relay', message: 'The email relay settings have been saved.' },
    {
      method: 'DELETE',
      path: '/settings/email',
      field: 'deleteEmailRelay',
      key: null,
      message: 'The email relay settings have been removed; mail goes through the platform relay.',
    },
    { method: 'POST', path: '/settings/email/test', field: 'sendTestEmail', key: 'outgoing_email', message: 'A test message has been queued.' },
    { method: 'GET', path: '/outbox', field: 'outgoingEmails', key: 'outgoing_emails' },
    { method: 'GET', path: '/outbox/{message_id}', field: 'outgoingEmail', key: 'outgoing_email' },
  ],
};
