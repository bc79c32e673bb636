import type { FastifyInstance } from 'fastify';
import { applyAdminEmails } from '../db/admins';
import type { Db } from '../db/connect';
import { companyMembers } from '../db/schema';
import { signInAs, signUpBody } from './auth-helpers';

/**
 * One signed-in person per role of the permission matrix: a plain user, a pending applicant of the
 * company, an approved member of another company, an approved member, and an admin.
 */
export async function signInRoles(
  app: FastifyInstance,
  db: Db,
  companyId: string,
  otherCompanyId: string,
  tag: string,
) {
  const person = async (name: string) => {
    const { cookie, response } = await signInAs(app, `${name}-${tag}@example.com`, {
      signUp: signUpBody({ username: `${name}-${tag}` }),
    });
    return { cookie, id: response.json().user.id as string };
  };
  const [user, pending, outsider, member, admin] = await Promise.all(
    ['user', 'pending', 'outsider', 'member', 'admin'].map(person),
  );
  await db.insert(companyMembers).values([
    { userId: pending!.id, companyId, title: 'PM', phoneNumber: '555', status: 'pending' },
    { userId: outsider!.id, companyId: otherCompanyId, title: 'PM', phoneNumber: '555', status: 'approved' },
    { userId: member!.id, companyId, title: 'PM', phoneNumber: '555', status: 'approved' },
  ]);
  await applyAdminEmails(db, [`admin-${tag}@example.com`]);
  return {
    anonymous: { cookie: '', id: '' },
    user: user!,
    pending: pending!,
    outsider: outsider!,
    member: member!,
    admin: admin!,
  };
}
