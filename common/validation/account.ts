import * as yup from 'yup';
import { authMessages } from './auth';
import { plainText } from './plain-text';

/** 'Eliminar mi cuenta': the account's own password, asked again. */
export const deleteAccountSchema = yup.object({
  password: plainText('password').required(authMessages.passwordRequired),
});
