# nginx for the proxy comparison: one instance, two servers on loopback.
#   UPSTREAM_PORT: the fast fixed upstream (a constant JSON envelope, as the platform answers)
#   PROXY_PORT:    proxy_pass to it, with upstream keep-alive (what a user would configure)
# worker_processes auto = one per core, like the BFF's actix workers.

write_nginx_conf() { # write_nginx_conf DIR UPSTREAM_PORT PROXY_PORT
  local dir="$1" up="$2" proxy="$3"
  mkdir -p "$dir/tmp"
  cat >"$dir/nginx.conf" <<CONF
worker_processes auto;
daemon off;
pid $dir/nginx.pid;
error_log $dir/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $dir/tmp/body;
  proxy_temp_path $dir/tmp/proxy;
  fastcgi_temp_path $dir/tmp/fastcgi;
  uwsgi_temp_path $dir/tmp/uwsgi;
  scgi_temp_path $dir/tmp/scgi;
  keepalive_requests 1000000;
  upstream platform { server 127.0.0.1:$up; keepalive 256; }
  server {
    listen 127.0.0.1:$up;
    location / {
      default_type application/json;
      return 200 '{"code":200,"msg":"ok","data":{"id":1,"name":"北京春晖公益基金会","un_read":3}}';
    }
  }
  server {
    listen 127.0.0.1:$proxy;
    location / {
      proxy_pass http://platform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
CONF
}
