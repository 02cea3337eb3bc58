import type { CommentRow, CommentWithAuthor, CommunityProgramRow, DbOrTx } from '@manara/db';
import { arFullName, enFullName } from '../identity/index';
import { enqueueNotification, notificationTexts } from '../notifications/index';

/** Where a program's page is: diplomas are learning paths, courses and workshops programs. */
const programPath = (program: CommunityProgramRow) =>
  program.type === 'DIPLOMA' ? `/path/${program.slug}` : `/program/${program.slug}`;

/**
 * Domain event "reply to your comment": tells the author of the comment answered, in the reply's
 * transaction. Answering yourself notifies nobody.
 */
export async function notifyCommentReply(
  tx: DbOrTx,
  answered: CommentRow,
  reply: CommentWithAuthor,
  program: CommunityProgramRow,
  now: Date,
): Promise<void> {
  if (answered.userId === reply.author.id) return;
  await enqueueNotification(tx, {
    userId: answered.userId,
    targetModel: 'COMMENT',
    targetId: reply.id,
    ...notificationTexts('commentReply', {
      name: { ar: arFullName(reply.author), en: enFullName(reply.author) },
      program: { ar: program.arTitle, en: program.enTitle },
    }),
    url: `${programPath(program)}#comment-${reply.id}`,
    mail: 'commentReply',
    now,
  });
}
