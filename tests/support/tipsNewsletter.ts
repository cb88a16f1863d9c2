/** A newsletter block whose file says where its address goes (issue 45): the one the block's and the machine's tests both sign up to. */
export const tipsNewsletter = {
  type: 'newsletter',
  heading: 'Tips by email',
  label: 'Email address',
  submitLabel: 'Sign me up',
  event: 'SUBSCRIBE',
  flag: 'subscribed',
  thanks: 'Thanks! The first tip is on its way.',
  deliver: { to: 'worker' },
} as const;
