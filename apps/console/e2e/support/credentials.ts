/** Who signs in: the administrator below, or an operator a test made. */
export interface Credentials {
  readonly username: string;
  readonly password: string;
}

/** The administrator the end-to-end server is started with. */
export const admin = { username: 'admin', password: 'e2e-admin-password' } as const;
