import { UserModel } from '../../models/users';
import { MembershipModel } from '../../models/organizations';

/** The e-mail addresses of the organization's active owners: who is told when something of theirs stops working. */
export async function ownerAddresses(organizationId: string): Promise<string[]> {
  const owners = await MembershipModel.findAll({
    where: { organizationId, role: 'owner', status: 'active' },
    attributes: ['userId'],
    raw: true,
  });
  const userIds = owners.map((owner) => owner.userId).filter((id): id is string => id !== null);
  const users = await UserModel.findAll({ where: { id: userIds }, attributes: ['email'], raw: true });
  return users.map((user) => user.email);
}
