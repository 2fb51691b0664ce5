import { registerWorkspaceAliases } from './workspace-aliases';

// Imported first by the global setup so that its own @forms/* imports resolve (see workspace-aliases).
registerWorkspaceAliases();
