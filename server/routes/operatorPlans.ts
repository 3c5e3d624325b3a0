import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  incomePlanChangeBody,
  incomePlanChangeResponse,
  operatorPlansResponse,
  reservePlanChangeBody,
  reservePlanChangeResponse,
  reservePlanParams,
  stakingPackageChangeBody,
  stakingPackageChangeResponse,
  stakingPackageParams,
} from '../../src/api/contract';
import { incomePlanChanged } from '../db/incomePlan';
import type { AppDeps } from '../deps';
import { changeIncomePlan } from '../services/incomePlanChanges';
import { changeReservePlan, changeStakingPackage } from '../services/planChanges';
import {
  incomePlanView,
  operatorIncomePlan,
  operatorReservePlans,
  operatorStakingPackages,
  reserveTermsView,
  stakingTermsView,
} from '../services/planViews';
import { clock } from './context';
import { type OperatorAccess, operatorAccess, operatorCall } from './operatorAccess';

const tags = ['operator'];
const refusals = { '4xx': errorResponse };

const typed = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();
interface Scope {
  app: ReturnType<typeof typed>;
  audited: OperatorAccess['audited'];
  deps: AppDeps;
  now: () => Date;
}

const written = (what: string, version: number, from: Date, now: Date) => {
  const message =
    from <= now
      ? `${what}: version ${version} is in force now`
      : `${what}: version ${version} takes effect at ${from.toISOString()}`;
  return { status: true as const, message, msg: message };
};

/**
 * Plans as data, under /api/operator: every staking package, reserve plan and the income plan with the version
 * in force and those scheduled, and a change to any of them as a new version from a stated time. Each change is
 * audited with the version before and after.
 */
export default async function operatorPlanRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  const scope: Scope = { app, audited: operatorAccess(app, deps).audited, deps, now: clock(deps) };
  readRoute(scope);
  packageAndPlanRoutes(scope);
  incomeRoute(scope);
}

function readRoute({ app, audited, now }: Scope) {
  app.get(
    '/plans',
    {
      config: operatorCall('plans.read'),
      schema: {
        tags,
        summary:
          'Every staking package, reserve plan and the income plan: the version in force and those scheduled',
        response: { 200: operatorPlansResponse, ...refusals },
      },
    },
    async (request) => {
      const at = now();
      const data = await audited(request, { action: 'plans.read' }, async (tx) => ({
        staking: await operatorStakingPackages(tx, at),
        reserve: await operatorReservePlans(tx, at),
        income: await operatorIncomePlan(tx, at),
      }));
      return { status: true as const, data };
    },
  );
}

function packageAndPlanRoutes({ app, audited, now }: Scope) {
  app.post(
    '/plans/staking/:id',
    {
      config: operatorCall('plans.write', 30),
      schema: {
        tags,
        summary: "Change a staking package's terms as a new version from now or a stated time",
        params: stakingPackageParams,
        body: stakingPackageChangeBody,
        response: { 200: stakingPackageChangeResponse, ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const at = now();
      const { after, plan } = await audited(
        request,
        { action: 'plans.staking.change', details: { id, ...request.body } },
        async (tx) => {
          const change = await changeStakingPackage(tx, id, request.body, at);
          return { ...change, plan: (await operatorStakingPackages(tx, at, id))[0]! };
        },
        ({ before, after }) => ({ before: stakingTermsView(before), after: stakingTermsView(after) }),
      );
      return {
        ...written(plan.name, after.version, after.effectiveFrom, at),
        data: { plan, version: stakingTermsView(after) },
      };
    },
  );

  app.post(
    '/plans/reserve/:id',
    {
      config: operatorCall('plans.write', 30),
      schema: {
        tags,
        summary: "Change a reserve plan's terms as a new version from now or a stated time",
        params: reservePlanParams,
        body: reservePlanChangeBody,
        response: { 200: reservePlanChangeResponse, ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const at = now();
      const { after, plan } = await audited(
        request,
        { action: 'plans.reserve.change', details: { id, ...request.body } },
        async (tx) => {
          const change = await changeReservePlan(tx, id, request.body, at);
          return { ...change, plan: (await operatorReservePlans(tx, at, id))[0]! };
        },
        ({ before, after }) => ({ before: reserveTermsView(before), after: reserveTermsView(after) }),
      );
      const name = `${plan.type === 'nft' ? 'NFT' : 'Crypto'} ${plan.name}`;
      return {
        ...written(name, after.version, after.effectiveFrom, at),
        data: { plan, version: reserveTermsView(after) },
      };
    },
  );
}

function incomeRoute({ app, audited, deps, now }: Scope) {
  app.post(
    '/plans/income',
    {
      config: operatorCall('plans.write', 30),
      schema: {
        tags,
        summary: 'Change the income plan as a new version from now or a stated time',
        body: incomePlanChangeBody,
        response: { 200: incomePlanChangeResponse, ...refusals },
      },
    },
    async (request) => {
      const at = now();
      const { after, plan } = await audited(
        request,
        { action: 'plans.income.change', details: { ...request.body } },
        async (tx) => {
          const change = await changeIncomePlan(tx, request.body, at);
          return { ...change, plan: await operatorIncomePlan(tx, at) };
        },
        ({ before, after }) => ({ before: incomePlanView(before), after: incomePlanView(after) }),
      );
      incomePlanChanged(deps.db);
      return {
        ...written('The income plan', after.version, after.effectiveFrom, at),
        data: { plan, version: incomePlanView(after) },
      };
    },
  );
}
