export interface LikeState {
  liked: boolean;
  likesCount: number;
}

/** The state a like toggle shows at once, before the server answers (optimistic). */
export function toggledLike(state: LikeState): LikeState {
  return { liked: !state.liked, likesCount: Math.max(0, state.likesCount + (state.liked ? -1 : 1)) };
}
