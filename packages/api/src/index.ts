export type { AdminInfo, LoginAnswer, LoginBody } from './contract/admin.js';
export * as admin from './contract/admin.js';
export { type CallContract, defineCall } from './contract/call.js';
export { ErrorBody, Id, ListQuery, MessageBody } from './contract/common.js';
