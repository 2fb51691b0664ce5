// What the end-to-end tests drive: the balancer and replicas, the mixed load, the rolling restart.
// main.ts is the command line around them and is not exported.
export { prepareSubmissionTarget, MixedLoad, type LoadReport, type LoadTarget } from './mixed-load';
export { Balancer, type BalancerOptions } from './balancer';
export { rollingRestart, type RollingRestartReport } from './rolling-restart';
export { Topology, topologyPorts, type RestartTiming, type TopologyOptions } from './topology';
