import { User } from '../features/users/user.entity';

export const entities = [User];
