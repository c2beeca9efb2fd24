// Every job of the platform, registered by importing the module that defines it (defineJob), so the
// server, the worker and the tests know the same queues. Add new job modules here.
import '../mail/mailer.ts';
import '../../../seeds/demo-media.ts';
import '../media/transcode.ts';
import '../media/upload-store.ts';
import '../accounts/services/auth-links.ts';
import '../media/services/media.ts';
import '../live/services/broadcasts.ts';
import '../live/recording.ts';
import '../realtime/notify.ts';
import '../realtime/services/sends.ts';
import '../catalogue/services/meet-starting.ts';
import '../meetings/services/rooms.ts';
import './maintenance.ts';
import '../analytics/services/viewing.ts';
import '../analytics/services/rollup.ts';
import '../cognition/services/runs.ts';

export { definedQueues, drainQueue, prepareQueues, startWorkers, type Workers } from '../lib/queue.ts';
