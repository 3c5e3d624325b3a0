import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkSponsorParams,
  checkSponsorResponse,
  checkUsernameParams,
  checkUsernameResponse,
  countryResponse,
  errorResponse,
  newUsernameText,
  preRegisterResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { countryList } from '../services/countryList';
import {
  BINARY_PLACEMENT,
  countMembers,
  EMAIL_REQUIRED,
  findMemberByUsername,
  findSponsor,
} from '../services/members';
import { limits } from './context';

export default async function publicRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const countriesAnswer = await countryList(db, fastify.log);
  fastify.addHook('onClose', () => countriesAnswer.close());

  // Untyped: the answer is sent already serialised as the response schema would (services/countryList.ts).
  fastify.get(
    '/country',
    {
      schema: {
        tags: ['registration'],
        summary: 'List the countries a member can register from',
        response: { 200: countryResponse },
      },
    },
    async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(await countriesAnswer.body()),
  );

  app.get(
    '/pre-register',
    {
      schema: {
        tags: ['registration'],
        summary: 'Registration settings: placement, first member, e-mail check',
        response: { 200: preRegisterResponse },
      },
    },
    async () => ({
      status: true as const,
      binary: BINARY_PLACEMENT,
      user_count: await countMembers(db),
      email_required: EMAIL_REQUIRED,
    }),
  );

  app.get(
    '/check/:username/username',
    {
      config: limits.perIp(60, '1 minute'),
      schema: {
        tags: ['registration'],
        summary: 'Tell whether a username is still available',
        params: checkUsernameParams,
        response: { 200: checkUsernameResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { username } = request.params;
      const wellFormed = newUsernameText.safeParse(username).success;
      const taken = wellFormed ? (await findMemberByUsername(db, username.trim())) !== null : true;
      return { status: true as const, data: taken ? ('Not Available' as const) : ('Available' as const) };
    },
  );

  app.get(
    '/check/:sponsor/sponsor',
    {
      config: limits.perIp(60, '1 minute'),
      schema: {
        tags: ['registration'],
        summary: 'Tell whether a sponsor exists, with their name',
        params: checkSponsorParams,
        response: { 200: checkSponsorResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const sponsor = request.params.sponsor.trim();
      const found = /^[A-Za-z0-9]{1,32}$/.test(sponsor) ? await findSponsor(db, sponsor) : null;
      return found
        ? { status: true, data: 'Available' as const, info: `Sponsor: ${found.name}` }
        : { status: false, data: 'Not Available' as const, info: 'Sponsor not found' };
    },
  );
}
