/** The administrator the end-to-end server is started with. */
export const admin = { username: 'admin', password: 'e2e-admin-password' } as const;
