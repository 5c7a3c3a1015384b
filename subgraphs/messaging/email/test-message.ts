/** The test message an organization sends itself to try its relay. */
import { invalid } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import { isEmail } from '../../core/values/text.ts';
import { queueEmail } from '../api.ts';
import { type DeliveryLogEntry, getDeliveryLogEntry } from './delivery-log.ts';

export async function sendTestEmail(scope: Scope, toAddress: string): Promise<DeliveryLogEntry> {
  const { org } = scope;
  const to = toAddress.trim();
  if (!isEmail(to)) throw invalid(['input', 'toAddress'], 'must be an email address');
  const { messageId } = await scope.db.transaction((tx) =>
    queueEmail(scope.jobs, tx, org.id, {
      to: [to],
      subject: `Test message from ${org.name}`,
      html: `<p>This is a test message sent through the email relay of <b>${org.name.replace(/[<>&"]/g, '')}</b>.</p>`,
      fromOrganization: true,
      about: { module: 'messaging', entity: 'relay', id: org.id },
      queuedAt: scope.now,
    }),
  );
  return getDeliveryLogEntry(scope.db, org.id, messageId);
}
