import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  operatorReplyFields,
  operatorReplyResponse,
  ticketParams,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import type { Reencoded } from '../services/images';
import { ticketOwner } from '../services/ticketList';
import { operatorReply } from '../services/ticketOperator';
import { clock } from './context';
import { operatorAccess, operatorCall } from './operatorAccess';
import { checkFields, judgeImages, readTicketForm } from './ticketUpload';

const tags = ['operator'];

/** The documented form of POST operator/tickets/{id}/reply; the fields are checked as operatorReplyFields. */
const operatorReplyBody = z
  .object({
    message: z.string(),
    name: z.string().optional(),
    'images[]': z.array(z.custom<Uint8Array>().meta({ type: 'string', format: 'binary' })).optional(),
  })
  .nullish();

/** The reply takes images, so it lives in the scope that parses multipart bodies; JSON works as well. */
export async function operatorSupportUploadRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = operatorAccess(app, deps);
  const now = clock(deps);
  app.post(
    '/tickets/:id/reply',
    {
      config: operatorCall('tickets.write'),
      schema: {
        tags,
        summary: 'Reply to a ticket as Support (multipart with images[], or JSON); the member is mailed',
        consumes: ['multipart/form-data', 'application/json'],
        params: ticketParams,
        body: operatorReplyBody,
        response: { 200: operatorReplyResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { fields, images } = await replyForm(request);
      const { message } = await access.audited(
        request,
        {
          action: 'ticket.reply',
          subjectUsername: await ticketOwner(deps.db, id),
          details: { id, name: fields.name ?? null, images: images.length },
        },
        (tx) =>
          operatorReply(tx, id, fields, images, {
            mailer: deps.mailer,
            publicUrl: deps.config.publicUrl,
            productName: deps.config.productName,
            now: now(),
          }),
      );
      const msg = 'Reply sent';
      return { status: true as const, message: msg, msg, data: message };
    },
  );
}

async function replyForm(request: FastifyRequest): Promise<{
  fields: z.output<typeof operatorReplyFields>;
  images: Reencoded[];
}> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = checkFields(operatorReplyFields, body ?? {});
    return { fields, images: [] };
  }
  const form = await readTicketForm(request);
  const fields = checkFields(operatorReplyFields, form.fields);
  return { fields, images: await judgeImages(form.files) };
}
