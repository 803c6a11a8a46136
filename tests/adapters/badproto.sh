#!/usr/bin/env bash
# badproto.sh — an adapter of protocol 2: refuses the start of protocol 1 and exits.
IFS= read -r line
printf '%s\n' '{"protocol":2,"ok":false,"error":"this adapter speaks protocol 2"}'
exit 1
