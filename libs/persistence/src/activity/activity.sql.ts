// One statement for every entry a change records: unnest keeps it one round trip whatever their number.
export const INSERT_ACTIVITY_SQL = `
  INSERT INTO activity_log (workspace_id, id, at, actor_type, actor_id, actor_label, action, target_type, target_id, target_label, client_ip)
  SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])`;
