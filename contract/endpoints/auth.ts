import {
  CheckUserExistsBodySchema,
  CheckUserExistsResponseSchema,
  EndSessionBodySchema,
  EndSessionResponseSchema,
  GetSessionResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutAllResponseSchema,
  LogoutResponseSchema,
  OtpCountriesResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  SendOtpBodySchema,
  SendOtpResponseSchema,
  SessionListResponseSchema,
  VerifyOtpBodySchema,
  VerifyOtpResponseSchema,
} from '../auth';
import { endpoint } from './endpoint';

export const getSession = endpoint({
  method: 'GET',
  path: '/api/auth/getSession',
  response: GetSessionResponseSchema,
  caching: 'personal',
});

export const otpCountries = endpoint({
  method: 'GET',
  path: '/api/auth/otpCountries',
  response: OtpCountriesResponseSchema,
  caching: 'personal',
});

export const checkUserExists = endpoint({
  method: 'POST',
  path: '/api/auth/checkUserExists',
  body: CheckUserExistsBodySchema,
  response: CheckUserExistsResponseSchema,
  caching: 'never',
});

export const sendOtp = endpoint({
  method: 'POST',
  path: '/api/auth/sendOtp',
  body: SendOtpBodySchema,
  response: SendOtpResponseSchema,
  caching: 'never',
});

export const verifyOtp = endpoint({
  method: 'POST',
  path: '/api/auth/verifyOtp',
  body: VerifyOtpBodySchema,
  response: VerifyOtpResponseSchema,
  caching: 'never',
});

export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  body: LoginBodySchema,
  response: LoginResponseSchema,
  caching: 'never',
});

export const register = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  body: RegisterBodySchema,
  response: RegisterResponseSchema,
  caching: 'never',
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  response: LogoutResponseSchema,
  caching: 'never',
});

export const logoutAll = endpoint({
  method: 'POST',
  path: '/api/auth/logoutAll',
  response: LogoutAllResponseSchema,
  caching: 'never',
});

export const sessions = endpoint({
  method: 'GET',
  path: '/api/auth/sessions',
  response: SessionListResponseSchema,
  caching: 'personal',
});

export const endSession = endpoint({
  method: 'POST',
  path: '/api/auth/sessions/end',
  body: EndSessionBodySchema,
  response: EndSessionResponseSchema,
  caching: 'never',
});
