import type { DataSource } from 'typeorm';
import type { Role } from '../features/users/role';

export interface Viewer {
  id: string;
  role: Role;
}

export interface Context {
  viewer: Viewer | null;
  dataSource: DataSource;
}
