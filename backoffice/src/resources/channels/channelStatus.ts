/** Channel states (spec 4) and the moves between them, as the API enforces them (services/channels.ts). */
import { CHANNEL_STATUSES, type ChannelStatus } from '../../../../api/src/shared/catalogue.ts';

export { CHANNEL_STATUSES, type ChannelStatus };

export type ChannelMove = 'request-review' | 'approve' | 'deactivate' | 'ban' | 'private';

const MOVES: Record<ChannelMove, { owner: readonly ChannelStatus[]; admin: readonly ChannelStatus[] }> = {
  'request-review': { owner: ['draft'], admin: ['draft'] },
  approve: { owner: [], admin: ['revision', 'private'] },
  private: { owner: [], admin: ['revision', 'published'] },
  deactivate: {
    owner: ['revision', 'published', 'private'],
    admin: ['revision', 'published', 'private', 'banned'],
  },
  // Last, so the destructive move sits apart from the others (ChannelMoves).
  ban: { owner: [], admin: ['draft', 'revision', 'published', 'private'] },
};

/** The moves a user may make on a channel in `status`: an admin's set, or its owner's, in display order. */
export function movesFor(status: string | undefined, admin: boolean): ChannelMove[] {
  return (Object.keys(MOVES) as ChannelMove[]).filter((m) =>
    (admin ? MOVES[m].admin : MOVES[m].owner).some((s) => s === status),
  );
}

export const statusChoices = CHANNEL_STATUSES.map((id) => ({ id, name: `ADMIN.CHANNELS.STATUS.${id}` }));

/** Chip colours, each pair at least 4.5:1 (WCAG AA). */
export const STATUS_COLORS: Record<ChannelStatus, { bg: string; fg: string }> = {
  draft: { bg: '#e6e8ec', fg: '#3f4654' },
  revision: { bg: '#fff1cc', fg: '#6b4500' },
  published: { bg: '#dcf3e3', fg: '#17602f' },
  private: { bg: '#e3ecff', fg: '#1f3f8f' },
  banned: { bg: '#a8221b', fg: '#ffffff' },
};
