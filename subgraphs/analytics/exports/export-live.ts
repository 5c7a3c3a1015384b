/**
 * The export jobs' live fields (core/platform/modules.ts, LiveField): the gateway serves them
 * over graphql-ws and SSE, reading each job through `exportJob(jobId)` as the subscriber. A job
 * is its creator's alone: another user's job of the organization is skipped (`hidden`).
 */
import type { LiveField } from '../../core/platform/modules.ts';
import { JOB_UPDATED } from './export-service.ts';

const READ = ['SvcAnalytics.data.READ'];

export const exportLiveFields: readonly LiveField[] = [
  {
    name: 'exportJobUpdated',
    arguments: 'jobId: ID!',
    type: 'ExportJob!',
    description: 'The export job each time it starts, writes another 20,000 rows (rowsWritten), completes (downloadUrl) or fails. Only its creator hears it.',
    events: [JOB_UPDATED],
    key: 'jobId',
    query: { field: 'exportJob', argument: 'jobId' },
    scopes: READ,
    hidden: ['EXPORT_JOB_ACCESS_DENIED'],
  },
  {
    name: 'exportJobs',
    type: 'ExportJob!',
    description: 'Every export job the subscriber creates in the organization, each time it is created, starts, progresses, completes or fails.',
    events: [JOB_UPDATED],
    query: { field: 'exportJob', argument: 'jobId' },
    scopes: READ,
    hidden: ['EXPORT_JOB_ACCESS_DENIED'],
  },
];
