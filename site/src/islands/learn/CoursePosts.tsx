import { type SubmitEvent, useId, useMemo, useState } from 'react';
import type { CoursePostJson } from '../../../../api/src/shared/learning.ts';
import { format, type Locale } from '../../i18n/index.ts';
import { zonedFormatter } from '../../i18n/intl.ts';
import { API_MESSAGE_KEYS, createApi } from '../api.ts';
import { FormAlert } from '../form/FormAlert.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useHydrated } from '../form/useHydrated.ts';
import { notify } from '../notify.ts';

export const COURSE_POSTS_KEYS = [
  ...API_MESSAGE_KEYS,
  'learn.posts.comment.label',
  'learn.posts.question.label',
  'learn.posts.comment.submit',
  'learn.posts.question.submit',
  'learn.posts.comment.empty',
  'learn.posts.question.empty',
  'learn.posts.reply',
  'learn.posts.replyTo',
  'learn.posts.replySubmit',
  'learn.posts.cancel',
  'learn.posts.delete',
  'learn.posts.deleteConfirm',
  'learn.posts.deleted',
  'learn.posts.posted',
  'learn.posts.organizer',
  'learn.posts.someone',
  'learn.posts.more',
  'learn.posts.working',
  'learn.posts.required',
] as const;

type Messages = Record<(typeof COURSE_POSTS_KEYS)[number], string>;
type Post = CoursePostJson;

interface Props {
  locale: Locale;
  messages: Messages;
  courseId: number;
  kind: 'comment' | 'question';
  /** The first page, newest first (POSTS_PAGE posts at most). */
  initial: Post[];
  timezone: string;
}

export const POSTS_PAGE = 20;

/**
 * The comments or questions tab of a course (its students, organizer and admins): write one, reply to
 * one, delete your own (the organizer any), and read further pages. Server-rendered with the first page.
 */
export default function CoursePosts({ locale, messages: m, courseId, kind, initial, timezone }: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const [posts, setPosts] = useState(initial);
  // A full page may have a next one; a short page is the last.
  const [hasMore, setHasMore] = useState(initial.length >= POSTS_PAGE);
  // Posts written here shift the server's pages: the next page starts after the ones loaded from it.
  const [loaded, setLoaded] = useState(initial.length);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const when = useMemo(() => zonedFormatter(locale, timezone, 'short'), [locale, timezone]);

  async function publish(text: string, parentId?: number): Promise<string | null> {
    const res = await api<Post>(`/api/courses/${courseId}/posts`, {
      method: 'POST',
      body: { kind, text, ...(parentId ? { parentId } : {}) },
    });
    if (!res.ok) return res.error.message;
    if (parentId) {
      setPosts((all) =>
        all.map((p) => (p.id === parentId ? { ...p, replies: [...p.replies, res.data] } : p)),
      );
    } else {
      setPosts((all) => [res.data, ...all]);
      setLoaded((n) => n + 1);
    }
    notify('success', m['learn.posts.posted']);
    return null;
  }

  async function remove(post: Post) {
    if (!window.confirm(m['learn.posts.deleteConfirm'])) return;
    const res = await api(`/api/courses/${courseId}/posts/${post.id}`, { method: 'DELETE' });
    if (!res.ok) {
      setError(res.error.message);
      notify('error', res.error.message);
      return;
    }
    setError(null);
    if (post.parentId) {
      setPosts((all) =>
        all.map((p) =>
          p.id === post.parentId ? { ...p, replies: p.replies.filter((r) => r.id !== post.id) } : p,
        ),
      );
    } else {
      setPosts((all) => all.filter((p) => p.id !== post.id));
      setLoaded((n) => n - 1);
    }
    notify('success', m['learn.posts.deleted']);
  }

  async function more() {
    setLoading(true);
    const filter = encodeURIComponent(JSON.stringify({ kind }));
    const range = encodeURIComponent(JSON.stringify([loaded, loaded + POSTS_PAGE - 1]));
    const res = await api<Post[]>(`/api/courses/${courseId}/posts?filter=${filter}&range=${range}`);
    setLoading(false);
    if (!res.ok) {
      setError(res.error.message);
      return;
    }
    setError(null);
    setLoaded((n) => n + res.data.length);
    setHasMore(res.data.length >= POSTS_PAGE);
    setPosts((all) => [...all, ...res.data.filter((p) => !all.some((a) => a.id === p.id))]);
  }

  return (
    <div className="posts">
      <PostForm
        m={m}
        label={m[`learn.posts.${kind}.label`]}
        submit={m[`learn.posts.${kind}.submit`]}
        onSubmit={(text) => publish(text)}
      />
      {error && <FormAlert>{error}</FormAlert>}
      {posts.length === 0 && <p className="muted">{m[`learn.posts.${kind}.empty`]}</p>}
      {posts.length > 0 && (
        <ul className="posts__list">
          {posts.map((post) => (
            <li key={post.id} className="posts__thread">
              <PostView m={m} post={post} when={when} onDelete={() => void remove(post)} />
              {post.replies.length > 0 && (
                <ul className="posts__replies">
                  {post.replies.map((reply) => (
                    <li key={reply.id}>
                      <PostView m={m} post={reply} when={when} onDelete={() => void remove(reply)} />
                    </li>
                  ))}
                </ul>
              )}
              <ReplyBox m={m} post={post} onSubmit={(text) => publish(text, post.id)} />
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <button
          type="button"
          className="button button--secondary"
          disabled={loading}
          onClick={() => void more()}
        >
          {m['learn.posts.more']}
        </button>
      )}
    </div>
  );
}

function PostView({
  m,
  post,
  when,
  onDelete,
}: {
  m: Messages;
  post: Post;
  when: (value: string) => string;
  onDelete: () => void;
}) {
  const name = post.author?.name || m['learn.posts.someone'];
  return (
    <article className="post">
      <header className="post__head">
        <span className="post__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="post__author">{name}</span>
        {post.byOrganizer && <span className="badge">{m['learn.posts.organizer']}</span>}
        <time className="post__date muted" dateTime={post.createdAt} suppressHydrationWarning>
          {when(post.createdAt)}
        </time>
      </header>
      <p className="post__text">{post.text}</p>
      {post.deletable && (
        <button type="button" className="button button--ghost button--small post__delete" onClick={onDelete}>
          {m['learn.posts.delete']}
        </button>
      )}
    </article>
  );
}

function ReplyBox({
  m,
  post,
  onSubmit,
}: {
  m: Messages;
  post: Post;
  onSubmit: (text: string) => Promise<string | null>;
}) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button
        type="button"
        className="button button--ghost button--small posts__reply"
        onClick={() => setOpen(true)}
      >
        {m['learn.posts.reply']}
        <span className="visually-hidden"> ({post.author?.name || m['learn.posts.someone']})</span>
      </button>
    );
  }
  return (
    <div className="posts__reply-form">
      <PostForm
        m={m}
        label={format(m['learn.posts.replyTo'], { name: post.author?.name || m['learn.posts.someone'] })}
        submit={m['learn.posts.replySubmit']}
        autoFocus
        onCancel={() => setOpen(false)}
        onSubmit={async (text) => {
          const error = await onSubmit(text);
          if (!error) setOpen(false);
          return error;
        }}
      />
    </div>
  );
}

function PostForm({
  m,
  label,
  submit,
  autoFocus = false,
  onSubmit,
  onCancel,
}: {
  m: Messages;
  label: string;
  submit: string;
  autoFocus?: boolean;
  onSubmit: (text: string) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  // Sent by this script only: a click before it has run does nothing (form/useHydrated.ts).
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);

  async function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) {
      setError(m['learn.posts.required']);
      return;
    }
    setBusy(true);
    const failed = await onSubmit(text.trim());
    setBusy(false);
    setError(failed);
    if (!failed) setText('');
  }

  return (
    <form method="post" className="form posts__form" noValidate onSubmit={(e) => void send(e)}>
      <TextAreaField
        id={`${id}-text`}
        label={label}
        value={text}
        onValueChange={setText}
        error={error ?? undefined}
        rows={3}
        maxLength={5000}
        // The reply box opens on the user's click, for them to type.
        autoFocus={autoFocus}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy || !hydrated}>
          {busy ? m['learn.posts.working'] : submit}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {m['learn.posts.cancel']}
          </button>
        )}
      </div>
    </form>
  );
}
