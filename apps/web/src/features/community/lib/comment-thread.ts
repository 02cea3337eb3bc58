import { toggledLike } from '@/shared/lib/like-state';

/** The part of a comment the thread helpers touch; the data types carry more. */
export interface ThreadComment {
  id: string;
  isLiked: boolean;
  numberOfLikes: number;
  numberOfReplies: number;
}

export type Thread<C extends ThreadComment> = C & { replies: C[] };

/** Applies `change` to the comment with this id, wherever it sits (top level or reply). */
function mapComment<C extends ThreadComment>(threads: Thread<C>[], id: string, change: (comment: C) => C): Thread<C>[] {
  return threads.map((thread) => {
    if (thread.id === id) return { ...change(thread), replies: thread.replies };
    if (!thread.replies.some((r) => r.id === id)) return thread;
    return { ...thread, replies: thread.replies.map((r) => (r.id === id ? change(r) : r)) };
  });
}

/** What a like button shows at once, before the server answers. */
export function withLikeToggled<C extends ThreadComment>(threads: Thread<C>[], id: string): Thread<C>[] {
  return mapComment(threads, id, (c) => {
    const next = toggledLike({ liked: c.isLiked, likesCount: c.numberOfLikes });
    return { ...c, isLiked: next.liked, numberOfLikes: next.likesCount };
  });
}

/** The server's answer (or the state to roll back to). */
export function withLikeState<C extends ThreadComment>(
  threads: Thread<C>[],
  id: string,
  state: { liked: boolean; numberOfLikes: number },
): Thread<C>[] {
  return mapComment(threads, id, (c) => ({ ...c, isLiked: state.liked, numberOfLikes: state.numberOfLikes }));
}

/** A new top-level comment goes first (the list is newest first). */
export function withComment<C extends ThreadComment>(threads: Thread<C>[], comment: C): Thread<C>[] {
  return [{ ...comment, replies: [] }, ...threads];
}

/** A new reply goes last in its thread (replies are oldest first). */
export function withReply<C extends ThreadComment>(threads: Thread<C>[], parentId: string, reply: C): Thread<C>[] {
  return threads.map((t) =>
    t.id === parentId ? { ...t, numberOfReplies: t.numberOfReplies + 1, replies: [...t.replies, reply] } : t,
  );
}

/** Removes a deleted comment: a thread goes with its replies; a reply lowers its parent's count. */
export function withoutComment<C extends ThreadComment>(threads: Thread<C>[], id: string): Thread<C>[] {
  return threads
    .filter((t) => t.id !== id)
    .map((t) =>
      t.replies.some((r) => r.id === id)
        ? { ...t, numberOfReplies: Math.max(0, t.numberOfReplies - 1), replies: t.replies.filter((r) => r.id !== id) }
        : t,
    );
}

/** Appends a further page, skipping threads already shown (new comments shift the pages). */
export function withPage<C extends ThreadComment>(threads: Thread<C>[], page: Thread<C>[]): Thread<C>[] {
  const seen = new Set(threads.map((t) => t.id));
  return [...threads, ...page.filter((t) => !seen.has(t.id))];
}
