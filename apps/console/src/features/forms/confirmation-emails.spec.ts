import { heldBackNotice } from './confirmation-emails';

describe('heldBackNotice', () => {
  it('says nothing when no confirmation was held back', () => {
    expect(heldBackNotice({ held_back_today: 0, per_address_limit: 3, per_workspace_limit: 1000 })).toBeNull();
  });

  it('counts the held-back confirmations and names both limits', () => {
    expect(heldBackNotice({ held_back_today: 3, per_address_limit: 3, per_workspace_limit: 1000 })).toBe(
      '3 confirmation emails held back today (limit: 3 per address per form a day, 1,000 per workspace)',
    );
    expect(heldBackNotice({ held_back_today: 1, per_address_limit: 3, per_workspace_limit: 50 })).toBe(
      '1 confirmation email held back today (limit: 3 per address per form a day, 50 per workspace)',
    );
  });
});
