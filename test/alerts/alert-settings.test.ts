import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { OrganizationModel } from '../../models/organizations';
import { startHarness, type Harness } from '../support/harness';
import { createApiKey } from '../support/api-keys';
import { addMember, createTeam } from '../support/organizations';
import { signUpUser } from '../support/users';
import { createProject as createProjectThroughApi } from '../support/projects';
import { createProject } from './support';
import { alertDigestScheduleId } from '../../workflows/contract';

describe('project alert settings', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  async function projectWithTeam(timezone?: string) {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member');
    const projectId = await createProject(team.id, timezone);
    const ownerMembershipId = (await owner.agent.get(`/api/user/organizations/${team.id}/my-membership`)).body.data.id as string;
    return {
      owner: { ...owner, membershipId: ownerMembershipId },
      member,
      team,
      projectId,
      path: `/api/user/organizations/${team.id}/projects/${projectId}/alerts`,
    };
  }

  const describeSchedule = (projectId: string) => harness.temporal.schedule.getHandle(alertDigestScheduleId(projectId)).describe();

  it('alerts the member who created a project, at once and for relevant changes only, until the settings say otherwise', async () => {
    const { owner, member, team } = await projectWithTeam();
    const created = await createProjectThroughApi(member, team.id);
    const path = `/api/user/organizations/${team.id}/projects/${created.id}/alerts`;
    const res = await owner.agent.get(path);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      projectId: created.id,
      mode: 'immediate',
      onlyRelevant: true,
      recipients: [{ membershipId: member.membershipId, userId: member.id, email: member.email, fullName: member.fullName }],
    });
    // Changing only the mode keeps the creator; an empty list is a choice too, and it is kept.
    expect((await owner.agent.put(path).send({ onlyRelevant: false })).body.data.recipients).toHaveLength(1);
    expect((await owner.agent.put(path).send({ recipientMembershipIds: [] })).body.data.recipients).toEqual([]);
    expect((await owner.agent.get(path)).body.data).toMatchObject({ onlyRelevant: false, recipients: [] });
  });

  it('alerts nobody on a project whose creator is gone', async () => {
    const { member, projectId, path } = await projectWithTeam();
    const res = await member.agent.get(path);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ projectId, mode: 'immediate', onlyRelevant: true, recipients: [] });
  });

  it('lets a member choose recipients and a daily digest, records it, and schedules the digest at 09:00 in the project’s timezone', async () => {
    const { owner, member, team, projectId, path } = await projectWithTeam('America/New_York');
    const res = await member.agent
      .put(path)
      .send({ mode: 'daily', recipientMembershipIds: [member.membershipId, owner.membershipId, member.membershipId] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ projectId, mode: 'daily', onlyRelevant: true });
    expect(res.body.data.recipients).toEqual([
      { membershipId: owner.membershipId, userId: owner.id, email: owner.email, fullName: owner.fullName },
      { membershipId: member.membershipId, userId: member.id, email: member.email, fullName: member.fullName },
    ]);
    const schedule = await describeSchedule(projectId);
    expect(schedule.spec.timezone).toBe('America/New_York');
    expect(schedule.spec.calendars).toEqual([
      expect.objectContaining({ hour: [{ start: 9, end: 9, step: 1 }], minute: [{ start: 0, end: 0, step: 1 }] }),
    ]);
    expect(schedule.action).toMatchObject({
      type: 'startWorkflow',
      workflowType: 'alertDigestWorkflow',
      args: [projectId],
      taskQueue: harness.config.temporal.taskQueue,
      staticSummary: `Daily alert digest · Project ${projectId.slice(0, 6)} · ${team.name}`,
    });
    expect(schedule.state.note).toBe(`Daily alert digest · Project ${projectId.slice(0, 6)} · ${team.name}`);
    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=project.alerts_updated`);
    expect(logs.body.data.logs[0]).toMatchObject({
      resourceType: 'project',
      resourceId: projectId,
      userId: member.id,
      metadata: { mode: 'daily', onlyRelevant: true },
    });

    const back = await member.agent.put(path).send({ mode: 'immediate', onlyRelevant: false });
    expect(back.body.data).toMatchObject({ mode: 'immediate', onlyRelevant: false });
    expect(back.body.data.recipients).toHaveLength(2);
    await expect(describeSchedule(projectId)).rejects.toThrow(/not found/i);
  });

  it('moves the digest with the project’s timezone, drops it while the project is archived or deleted, and brings it back with the project', async () => {
    const { owner, member, team, projectId, path } = await projectWithTeam('America/New_York');
    await OrganizationModel.update({ slotCap: 5 }, { where: { id: team.id } });
    const projectPath = `/api/user/organizations/${team.id}/projects/${projectId}`;
    expect((await member.agent.put(path).send({ mode: 'daily', recipientMembershipIds: [member.membershipId] })).status).toBe(200);

    expect((await owner.agent.put(projectPath).send({ timezone: 'Asia/Tokyo' })).status).toBe(200);
    const moved = await describeSchedule(projectId);
    expect(moved.spec.timezone).toBe('Asia/Tokyo');
    expect(moved.spec.calendars).toEqual([
      expect.objectContaining({ hour: [{ start: 9, end: 9, step: 1 }], minute: [{ start: 0, end: 0, step: 1 }] }),
    ]);

    expect((await owner.agent.put(projectPath).send({ status: 'archived' })).status).toBe(200);
    await expect(describeSchedule(projectId)).rejects.toThrow(/not found/i);
    expect((await owner.agent.put(projectPath).send({ status: 'active' })).status).toBe(200);
    expect((await describeSchedule(projectId)).spec.timezone).toBe('Asia/Tokyo');

    expect((await owner.agent.delete(projectPath)).status).toBe(200);
    await expect(describeSchedule(projectId)).rejects.toThrow(/not found/i);
  });

  it('does not bring back a digest the alert settings no longer ask for when an archived project returns', async () => {
    const { owner, member, team, projectId, path } = await projectWithTeam();
    await OrganizationModel.update({ slotCap: 5 }, { where: { id: team.id } });
    const projectPath = `/api/user/organizations/${team.id}/projects/${projectId}`;
    await member.agent.put(path).send({ mode: 'immediate', recipientMembershipIds: [member.membershipId] });
    expect((await owner.agent.put(projectPath).send({ status: 'archived' })).status).toBe(200);
    expect((await owner.agent.put(projectPath).send({ status: 'active', timezone: 'Asia/Tokyo' })).status).toBe(200);
    await expect(describeSchedule(projectId)).rejects.toThrow(/not found/i);
  });

  it('accepts only active members of the organization as recipients', async () => {
    const { path } = await projectWithTeam();
    const outsider = await signUpUser(harness, 'outsider');
    const outsiderMembership = (await outsider.agent.get(`/api/user/organizations/${outsider.personalOrganizationId}/my-membership`)).body
      .data.id as string;
    const res = await (await projectWithTeam()).owner.agent.put(path).send({ recipientMembershipIds: [outsiderMembership] });
    expect(res.status).toBe(404);
    const { owner, path: ownPath } = await projectWithTeam();
    const invalid = await owner.agent.put(ownPath).send({ recipientMembershipIds: [outsiderMembership] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.meta.errors).toEqual([expect.objectContaining({ field: 'recipientMembershipIds' })]);
    const badMode = await owner.agent.put(ownPath).send({ mode: 'weekly', recipientMembershipIds: ['nope'] });
    expect(badMode.status).toBe(400);
    expect(badMode.body.meta.errors.map((e: { field: string }) => e.field).sort()).toEqual(['mode', 'recipientMembershipIds.0']);
  });

  it('needs projects:write to change settings, and answers 404 to strangers and for other organizations’ projects', async () => {
    const { owner, team, path } = await projectWithTeam();
    const readOnly = (await createApiKey(owner, { scopes: ['projects:read', 'organization:read'] })).key;
    expect((await request(harness.app).get(path).set('X-Api-Key', readOnly)).status).toBe(200);
    const denied = await request(harness.app).put(path).set('X-Api-Key', readOnly).send({ mode: 'daily' });
    expect(denied.status).toBe(403);
    const stranger = await signUpUser(harness, 'stranger');
    expect((await stranger.agent.get(path)).status).toBe(404);
    expect((await stranger.agent.put(path).send({ mode: 'daily' })).status).toBe(404);
    const otherProject = await createProject(stranger.personalOrganizationId);
    expect((await owner.agent.get(`/api/user/organizations/${team.id}/projects/${otherProject}/alerts`)).status).toBe(404);
    expect((await owner.agent.get(`/api/user/organizations/${team.id}/projects/${randomUUID()}/alerts`)).status).toBe(404);
  });
});
