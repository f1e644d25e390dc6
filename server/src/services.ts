import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/env';
import { AuthService } from './features/auth/auth.service';
import type { TokenService } from './features/auth/token';

/** Every business rule lives in one of these; resolvers and REST only delegate. */
export interface Services {
  auth: AuthService;
}

export function createServices(dataSource: DataSource, tokens: TokenService, _config: AppConfig): Services {
  return {
    auth: new AuthService(dataSource, tokens),
  };
}
