import { Arg, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import { Role } from '../../domain/role';
import { AuditAction } from './audit-action';
import { AuditEntry } from './audit-entry.type';
import { AuditService } from './audit.service';

@Resolver()
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Auth(Role.ADMIN)
  @Query(() => [AuditEntry], {
    description: 'Registro de actividad, lo más reciente primero (hasta 500); días de la barbería, ambos incluidos.',
  })
  auditLog(
    @Arg('from', () => String, { nullable: true }) from?: string | null,
    @Arg('to', () => String, { nullable: true }) to?: string | null,
    @Arg('action', () => AuditAction, { nullable: true }) action?: AuditAction | null,
  ): Promise<AuditEntry[]> {
    return this.audit.list({ from, to, action });
  }
}
