import type {
  login as enLogin,
  logout as enLogout,
  session as enSession,
  twoStepLogin as enTwoStepLogin,
} from '../../session/messages.js';
import type { Translation } from '../catalogue.js';

/** Hindi of session/messages.ts: signing in, an expired session and signing out. */
export const login: Translation<typeof enLogin> = {
  welcome: 'फिर से स्वागत है',
  subtitle: 'अपने अकाउंट में जाने के लिए साइन इन करें',
  username: 'यूज़रनेम',
  usernamePlaceholder: 'अपना यूज़रनेम डालें',
  password: 'पासवर्ड',
  passwordPlaceholder: 'अपना पासवर्ड डालें',
  signIn: 'साइन इन करें',
  loginFailed: 'लॉगिन नहीं हो सका',
  usernameRequired: 'यूज़रनेम डालना ज़रूरी है',
  passwordRequired: 'पासवर्ड डालना ज़रूरी है',
  passwordTooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
};

export const twoStepLogin: Translation<typeof enTwoStepLogin> = {
  code: 'कोड',
  codePlaceholder: 'ऐप में दिखे छह अंक, या कोई रिकवरी कोड',
  codeRequired: 'अपने ऑथेंटिकेटर ऐप का कोड डालें',
};

export const session: Translation<typeof enSession> = {
  expired: 'टोकन गलत है या उसकी मियाद खत्म हो गई है। फिर से लॉगिन करें',
};

export const logout: Translation<typeof enLogout> = {
  title: 'लॉग आउट की पुष्टि करें',
  message: 'क्या आप सच में लॉग आउट करना चाहते हैं?',
};
