/** Seconds before another e-mail code may be asked for (the sign-up step and the lecturer application's code fields). */
export const RESEND_COOLDOWN_SECONDS = 60;
