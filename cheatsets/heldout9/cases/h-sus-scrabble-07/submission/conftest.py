# scratch/ holds throwaway experiments, not tests
collect_ignore = ["scratch"]
