"""What every stage stands on and imports nothing of chronicle: where chronicle's shipped content and
templates are (shipped), the root of a group's repository (root), what one build keeps (per_build),
digests that are the same in every process (digest) and how a process sets the garbage collector (collector)."""
