import type { RestModule } from '../route.ts';

/** Sends with a body up to 25 MiB: attachments travel base64 inside the JSON (README "Sending", limits). */
const SEND_BODY = 25 * 1024 * 1024;

/**
 * The messaging platform, /v1.1, on the family's wire (the `zeptomail` client's: `{ data,
 * status }`, error objects; gateway/rest/wires/messaging.ts). Sends authenticate with a mail agent's
 * send-mail token; management with OAuth, for the caller's only organization unless
 * `organization_id` names one (subgraphs/messaging/README.md).
 */
export const messagingPlatform: RestModule = {
  prefix: '/v1.1',
  organization: { query: 'organization_id', sole: true },
  wire: 'messaging',
  routes: [
    { method: 'POST', path: '/email', field: 'sendEmail', auth: 'messaging.send-mail-token', bare: true, bodyLimit: SEND_BODY },
    { method: 'POST', path: '/email/batch', field: 'sendEmailBatch', auth: 'messaging.send-mail-token', bare: true, bodyLimit: SEND_BODY },
    { method: 'POST', path: '/email/template', field: 'sendTemplateEmail', auth: 'messaging.send-mail-token', bare: true, bodyLimit: SEND_BODY },
    { method: 'POST', path: '/email/template/batch', field: 'sendTemplateEmailBatch', auth: 'messaging.send-mail-token', bare: true, bodyLimit: SEND_BODY },

    { method: 'GET', path: '/email', field: 'emailLogs', bare: true },
    { method: 'GET', path: '/email/email-reference/{email_reference}', field: 'emailLog' },

    { method: 'GET', path: '/agents', field: 'mailAgents' },
    { method: 'POST', path: '/agents', field: 'addMailAgent', status: 201 },
    { method: 'GET', path: '/agents/{agent_key}', field: 'mailAgent' },
    { method: 'PUT', path: '/agents/{agent_key}', field: 'updateMailAgent' },
    { method: 'DELETE', path: '/agents/{agent_key}', field: 'deleteMailAgent', key: null },
    { method: 'GET', path: '/agents/{agent_key}/apikeys', field: 'mailAgentApiKeys' },
    { method: 'POST', path: '/agents/{agent_key}/apikeys', field: 'generateMailAgentApiKey', status: 201 },
    { method: 'DELETE', path: '/agents/{agent_key}/apikeys/{id}', field: 'revokeMailAgentApiKey', key: null },
    { method: 'GET', path: '/agents/{agent_key}/short-passwords', field: 'mailAgentSmtpPasswords' },
    { method: 'POST', path: '/agents/{agent_key}/short-passwords', field: 'generateMailAgentSmtpPassword', status: 201 },
    { method: 'DELETE', path: '/agents/{agent_key}/short-passwords/{password_id}', field: 'deleteMailAgentSmtpPassword', key: null },

    { method: 'GET', path: '/mailagents/{agent_alias}/templates', field: 'mailTemplates' },
    { method: 'POST', path: '/mailagents/{agent_alias}/templates', field: 'addMailTemplate', status: 201 },
    { method: 'GET', path: '/mailagents/{agent_alias}/templates/{template_key}', field: 'mailTemplate' },
    { method: 'PUT', path: '/mailagents/{agent_alias}/templates/{template_key}', field: 'updateMailTemplate' },
    { method: 'DELETE', path: '/mailagents/{agent_alias}/templates/{template_key}', field: 'deleteMailTemplate', key: null },

    { method: 'GET', path: '/domains', field: 'sendingDomains' },
    { method: 'POST', path: '/domains', field: 'addSendingDomain', status: 201 },
    { method: 'GET', path: '/domains/{domain_key}', field: 'sendingDomain' },
    { method: 'PUT', path: '/domains/{domain_key}', field: 'updateSendingDomain' },
    { method: 'PUT', path: '/domains/{domain_key}/verify', field: 'verifySendingDomain' },
    { method: 'DELETE', path: '/domains/{domain_key}', field: 'deleteSendingDomain', key: null },

    { method: 'GET', path: '/settings/providers', field: 'channelProvider' },
    { method: 'PUT', path: '/settings/providers', field: 'saveChannelProvider' },
    { method: 'DELETE', path: '/settings/providers', field: 'deleteChannelProvider', key: null },

    { method: 'POST', path: '/sms/messages', field: 'sendSms', status: 201 },
    { method: 'GET', path: '/sms/messages', field: 'smsMessages' },
    { method: 'GET', path: '/sms/messages/{message_id}', field: 'smsMessage' },
    { method: 'GET', path: '/sms/messages/{message_id}/timeline', field: 'smsMessageTimeline' },
    { method: 'POST', path: '/voice/calls', field: 'placeVoiceCall', status: 201 },
    { method: 'GET', path: '/voice/calls', field: 'voiceCalls' },
    { method: 'GET', path: '/voice/calls/{call_id}', field: 'voiceCall' },
    { method: 'GET', path: '/voice/calls/{call_id}/timeline', field: 'voiceCallTimeline' },
    { method: 'POST', path: '/whatsapp/messages', field: 'sendWhatsappMessage', status: 201 },
    { method: 'GET', path: '/whatsapp/messages', field: 'whatsappMessages' },
    { method: 'GET', path: '/whatsapp/messages/{message_id}', field: 'whatsappMessage' },
    { method: 'GET', path: '/whatsapp/messages/{message_id}/timeline', field: 'whatsappMessageTimeline' },

    { method: 'GET', path: '/suppressions/{dnd_type}', field: 'suppressions' },
    { method: 'POST', path: '/suppressions/{dnd_type}', field: 'addSuppressions' },
    { method: 'PUT', path: '/suppressions/{dnd_type}', field: 'updateSuppressions' },
    { method: 'DELETE', path: '/suppressions/{dnd_type}', field: 'deleteSuppressions', key: null },
  ],
};
