import { Field, ObjectType } from 'type-graphql';
import { Appointment } from '../appointments/appointment.entity';
import { ClientRecord } from './client-record.type';

// Its own type rather than more fields on ClientRecord: the list never carries every appointment, and what the
// barber will write about a client (his notes) joins the page here, next to the record, not inside it.
@ObjectType({ description: 'La ficha de un cliente para el barbero (issue 31).', simpleResolvers: true })
export class ClientPage {
  @Field(() => ClientRecord, { description: 'Sus datos y sus cifras, como en la lista de clientes.' })
  client: ClientRecord;

  @Field(() => [Appointment], {
    description:
      'Todas sus citas, de cualquier estado, también las que quitó de su lista; la que empieza más tarde primero.',
  })
  appointments: Appointment[];
}
