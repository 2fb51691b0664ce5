/**
 * The Node flags every API process runs with: `npm start`, the Docker image, the loopback topology's
 * replicas and the benchmark start it this way (a unit spec holds package.json and the Dockerfile to it).
 *
 * V8 lets its young generation (where each request's short-lived objects are born) grow to 2 x 16 MB
 * semi-spaces under load, and keeps it: a replica's resident set went from 140 to 185 MB over the
 * benchmark. At 8 MB it peaked about 20 MB lower at the same CPU per request; at 1-2 MB it was lower still
 * but every page of results cost up to twice the CPU (objects promoted before they die, then collected
 * with the old generation). The flag cannot be changed once the process runs, so it is given on the
 * command line.
 */
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];
