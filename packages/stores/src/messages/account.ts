import type { account as accountCalls } from '@satchel/api';

/** Texts of My account (issue 30, "Stronger sign-in"), and of the Settings screen's panel. */
export const account = {
  title: 'My account',
  menuItem: 'My account',
  loadFailed: 'Could not load your account',
  twoStep: {
    heading: 'Two-step sign-in',
    off: 'Off: you sign in with your password alone.',
    on: (codesLeft: number) =>
      `On: you sign in with your password and a code from your authenticator app. Recovery codes left: ${codesLeft}.`,
    requiredByRole: 'Your role requires two-step sign-in.',
    setUp: 'Set up two-step sign-in',
    scan: 'Scan this QR code with your authenticator app, or type the key below into it. Then enter the six digits it shows.',
    qrAlt: 'QR code to add your account to an authenticator app',
    key: 'Key',
    code: 'Code',
    codePlaceholder: 'Six digits',
    codeRequired: 'Enter the six digits your app shows',
    turnOn: 'Turn on',
    setupFailed: 'Two-step sign-in was not set up',
    recoveryHeading: 'Your recovery codes',
    recoveryText:
      'Each signs you in once instead of a code, if you lose your phone. Keep them somewhere safe: they are shown only now.',
    recoveryDone: 'I have kept them',
    turnOff: 'Turn off',
    turnOffFailed: 'Two-step sign-in was not turned off',
    requiredTitle: 'Set up two-step sign-in',
    requiredText:
      'Your role requires two-step sign-in. Set it up to continue: you will need it every time you sign in.',
  },
  password: {
    heading: 'Password',
    current: 'Current password',
    new: 'New password',
    confirm: 'New password again',
    endOthers: 'Sign out of my other sessions',
    change: 'Change password',
    required: 'Enter your current password',
    failed: 'Password not changed',
  },
  sessions: {
    heading: 'Sessions',
    text: 'Signed in on another computer or browser you no longer use? End every session but this one.',
    signOutOthers: 'Sign out everywhere else',
    confirmTitle: 'Sign out everywhere else',
    confirmText: 'Every other session of yours ends now; this one stays signed in.',
    failed: 'Could not sign out elsewhere',
  },
  signIns: {
    heading: 'Sign-in history',
    empty: 'No sign-ins recorded yet.',
    loadMore: 'Load more',
    when: 'When',
    what: 'What',
    address: 'Address',
    by: 'By',
    actions: {
      'admin.login': 'Signed in',
      'admin.loginFailed': 'Failed sign-in',
      'admin.logout': 'Signed out',
      'account.signOutOthers': 'Signed out everywhere else',
      'account.changePassword': 'Password changed',
      'account.confirmTwoStep': 'Two-step sign-in turned on',
      'account.turnOffTwoStep': 'Two-step sign-in turned off',
      'team.endSession': 'Session ended by an Administrator',
      'team.setDisabled': 'Account disabled or enabled',
    } satisfies Record<accountCalls.SignInAction, string>,
  },
  rules: {
    heading: 'Two-step sign-in',
    text: 'Operators of a role switched on must sign in with a code from an authenticator app; those without one set it up at their next sign-in.',
    failed: 'The role was not changed',
    /** A role's rule as a role that may not change it reads it. */
    required: 'Required',
    notRequired: 'Not required',
  },
} as const;
