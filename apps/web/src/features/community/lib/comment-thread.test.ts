import { describe, expect, it } from 'vitest';
import {
  withComment,
  withLikeState,
  withLikeToggled,
  withoutComment,
  withPage,
  withReply,
  type Thread,
  type ThreadComment,
} from './comment-thread';

const c = (id: string, extra: Partial<ThreadComment> = {}): ThreadComment => ({
  id,
  isLiked: false,
  numberOfLikes: 0,
  numberOfReplies: 0,
  ...extra,
});
const thread = (id: string, replies: ThreadComment[] = []): Thread<ThreadComment> => ({
  ...c(id, { numberOfReplies: replies.length }),
  replies,
});

describe('comment thread helpers', () => {
  const threads = [thread('a', [c('a1', { numberOfLikes: 2, isLiked: true }), c('a2')]), thread('b')];

  it('toggles a like optimistically on a top-level comment or a reply, and sets the server state', () => {
    expect(withLikeToggled(threads, 'b')[1]).toMatchObject({ isLiked: true, numberOfLikes: 1 });
    const reply = withLikeToggled(threads, 'a1')[0]!.replies[0];
    expect(reply).toMatchObject({ isLiked: false, numberOfLikes: 1 });
    expect(withLikeState(threads, 'a2', { liked: true, numberOfLikes: 7 })[0]!.replies[1]).toMatchObject({
      isLiked: true,
      numberOfLikes: 7,
    });
    expect(threads[1]).toMatchObject({ isLiked: false, numberOfLikes: 0 });
  });

  it('adds comments first and replies last, counting replies', () => {
    expect(withComment(threads, c('new')).map((t) => t.id)).toEqual(['new', 'a', 'b']);
    const replied = withReply(threads, 'b', c('b1'));
    expect(replied[1]).toMatchObject({ numberOfReplies: 1, replies: [{ id: 'b1' }] });
  });

  it('removes a thread with its replies, or a reply with its count', () => {
    expect(withoutComment(threads, 'a').map((t) => t.id)).toEqual(['b']);
    const left = withoutComment(threads, 'a1')[0]!;
    expect(left.numberOfReplies).toBe(1);
    expect(left.replies.map((r) => r.id)).toEqual(['a2']);
  });

  it('appends a page without repeating threads already shown', () => {
    expect(withPage(threads, [thread('b'), thread('c')]).map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });
});
